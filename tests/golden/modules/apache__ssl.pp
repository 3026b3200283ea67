include apache::ssl
