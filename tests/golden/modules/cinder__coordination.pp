include cinder::coordination
