include mysql::bindings::python
