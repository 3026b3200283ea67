case 1 { }
