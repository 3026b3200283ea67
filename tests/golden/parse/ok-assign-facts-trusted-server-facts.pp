$facts = {}
$trusted = {}
$server_facts = {}
