notice(1)
{ 'a' => 1 }
