include openstacklib::openstackclient
