include apache::python
