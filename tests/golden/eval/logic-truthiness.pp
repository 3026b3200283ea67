if '' { notice('empty string is true') }
if 0 { notice('zero is true') }
if [] { notice('empty array is true') }
if {} { notice('empty hash is true') }
if 'false' { notice('string false is true') }
if undef { notice('undef is true') } else { notice('undef is false') }
if false { notice('false is true') } else { notice('false is false') }
