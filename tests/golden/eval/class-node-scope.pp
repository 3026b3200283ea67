node default {
  notice('in node')
}
