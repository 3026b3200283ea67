info('not shown')
debug('not shown either')
notice('only this')
