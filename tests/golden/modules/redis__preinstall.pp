include redis::preinstall
