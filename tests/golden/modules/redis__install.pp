include redis::install
