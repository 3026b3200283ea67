class ap_main { assert_private() }
include ap_main
notice("reached")
