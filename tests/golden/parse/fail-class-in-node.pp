node default {
  class c { }
}
