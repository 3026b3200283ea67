include nova::spicehtml5proxy
