include apache::mod::worker
