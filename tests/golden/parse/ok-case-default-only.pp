case 1 { default: {} }
