include openstacklib::iscsid
