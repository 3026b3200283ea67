include apache::mod::reqtimeout
