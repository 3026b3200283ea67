include nova
