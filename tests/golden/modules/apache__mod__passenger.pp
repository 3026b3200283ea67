include apache::mod::passenger
