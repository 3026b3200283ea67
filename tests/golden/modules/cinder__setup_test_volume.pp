include cinder::setup_test_volume
