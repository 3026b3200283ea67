class dep_in_class { deprecation("kc", "from a class") }
include dep_in_class
define dep_in_define() { deprecation("kd", "from a define") }
dep_in_define { "x": }
