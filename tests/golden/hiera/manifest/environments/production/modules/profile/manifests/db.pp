class profile::db (String $engine = 'none') {
  notice("db: engine=${engine}")
}
