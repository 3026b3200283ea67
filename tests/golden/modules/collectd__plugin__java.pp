include collectd::plugin::java
