@notify { 'v1': }
@notify { 'v2': }
realize(Notify['v1'])
