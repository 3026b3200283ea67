notice(convert_cert_to_string('/nonexistent/pp-golden/cert.pem'))
