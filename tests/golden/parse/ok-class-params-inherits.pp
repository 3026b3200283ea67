class base { }
class app (
  String $name_x,
  Integer[1, 10] $count = 1,
  $untyped = undef,
  Optional[Hash] $opts = {},
) inherits base {
  notice($count)
}
