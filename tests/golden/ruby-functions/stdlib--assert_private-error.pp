# apt::update is private to apt (it calls assert_private() first)
include apt::update
