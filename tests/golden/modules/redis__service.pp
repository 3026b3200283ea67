include redis::service
