notice($Abc)
