include mysql::bindings::php
