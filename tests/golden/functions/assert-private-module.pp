include apt::update
