notice('before fail')
fail('boom')
notice('never')
