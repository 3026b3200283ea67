include apache::mod::mime_magic
