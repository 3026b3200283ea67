notify { 'exists': }
notify { "defined: ${defined(Notify['exists'])} ${defined(Notify['nope'])}": }
