case 1 { 1: { 2 } default: { 3 } }
notice(1)
