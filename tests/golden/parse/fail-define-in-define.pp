define d {
  define e { }
}
