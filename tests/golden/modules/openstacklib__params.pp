include openstacklib::params
