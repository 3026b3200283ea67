include apache::mod::python
