# a resource declared before tag() matches a collector on the tag: Puppet's Parser::Resource#raw_tagged?
# also asks its scope's resource
define tagshowbefore() {
  notice("realized ${title}")
}
class tagbefore {
  @tagshowbefore { 'declared before tag': }
  tag('late')
}
include tagbefore
Tagshowbefore <| tag == 'late' |>
