class badtag {
  tag('ok', 'not valid', 'never')
}
include badtag
