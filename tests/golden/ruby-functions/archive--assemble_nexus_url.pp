# as archive::nexus calls it
$url = 'https://oss.sonatype.org'
$query_params = {
  'g' => 'com.example',
  'a' => 'artifact',
  'v' => '1.0 beta',
  'r' => 'releases',
  'p' => 'tar.gz',
  'c' => 'bin&src',
}
notice(assemble_nexus_url($url, $query_params))
