include mysql::bindings::java
