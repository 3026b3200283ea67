class outer {
  class inner { }
  define outer::d { }
}
