include archive
