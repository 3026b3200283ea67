fail(Sensitive('hidden'))
