class ap_msg { assert_private("custom private message") }
include ap_msg
notice("ok")
