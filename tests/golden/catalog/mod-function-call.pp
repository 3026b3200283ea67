notify { ppmod::double('ab'): }
