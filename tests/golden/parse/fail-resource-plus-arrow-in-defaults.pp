File { require +> File['/tmp'] }
