case 'v1.2' {
  /v(\d+)\.(\d+)/: { notice("major=${1} minor=${2}") }
  default: { notice('none') }
}
notice("after case: [${1}]")
